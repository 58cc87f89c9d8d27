// The startup floor of `make bench` (BENCHMARKS.md): about the least a C program needs to start
// on a terminal with ncurses and draw a screen like roster's first frame — a title, the first
// persons of a data file (a name and an age each, the first one selected), a divider, a message
// in the detail pane and the key help — then wait for a key. Usage: StartupFloor --file PATH.
// Not part of the app: it shows the file's names without checking or decoding them.
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    static char data[1 << 20];
    FILE *file = argc > 2 ? fopen(argv[2], "rb") : NULL;
    data[file ? fread(data, 1, sizeof data - 1, file) : 0] = 0;
    setlocale(LC_ALL, "");
    newterm(NULL, stdout, stdin);
    cbreak(); noecho(); nonl(); keypad(stdscr, TRUE); curs_set(0);
    attrset(A_BOLD); mvaddstr(0, 1, "Persons");
    attrset(A_NORMAL); mvhline(1, 0, ACS_HLINE, COLS); mvvline(2, 34, ACS_VLINE, LINES - 3);
    char *cursor = data;
    for (int row = 2; row + 1 < LINES - 1; row += 2) {
        char *name = strstr(cursor, "\"name\": \""), *age = name ? strstr(name, "\"age\": ") : NULL;
        if (!age) break;
        name += 9;
        attr_t selected = row == 2 ? A_REVERSE : A_NORMAL;
        attrset(selected); mvhline(row, 0, ' ', 34); mvhline(row + 1, 0, ' ', 34);
        attrset(selected | A_BOLD); mvaddnstr(row, 1, name, (int)(strchr(name, '"') - name));
        attrset(selected | A_DIM); mvprintw(row + 1, 1, "Age: %d", atoi(age + 7));
        cursor = age;
    }
    attrset(A_DIM);
    mvaddstr(LINES / 2, 34 + (COLS - 34 - 12) / 2, "No selection");
    mvaddstr(LINES - 1, 1, "↑↓ j k move · PgUp PgDn Home End · ⏎ edit · q quit");
    refresh();
    getch();
    endwin();
    return 0;
}
