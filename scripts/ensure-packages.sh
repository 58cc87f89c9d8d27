#!/usr/bin/env bash
# Makes sure the Debian packages named as arguments are installed: installs the missing ones
# with apt-get when running as root, otherwise stops and says what to install.
set -euo pipefail

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} ..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${missing[@]}" >/dev/null
    exit 0
fi

echo "Roster needs these Debian packages: ${missing[*]}" >&2
echo "Install them with:  sudo apt-get install ${missing[*]}" >&2
exit 1
