#ifndef ROSTER_CNCURSESW_SHIM_H
#define ROSTER_CNCURSESW_SHIM_H

/* Enable the wide-character ("w") API of ncurses before anything includes it. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <fcntl.h>
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Swift cannot import function-like macros; these small helpers stand in for them. */

static inline WINDOW *roster_stdscr(void) { return stdscr; }
static inline int roster_lines(void) { return LINES; }
static inline int roster_cols(void) { return COLS; }

static inline int roster_getmaxy(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
static inline int roster_getmaxx(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }

static inline WINDOW *roster_curscr(void) { return curscr; }
static inline int roster_colors(void) { return COLORS; }
static inline int roster_color_pairs(void) { return COLOR_PAIRS; }

/* A screen on the process's standard output and input. */
static inline SCREEN *roster_newterm(void) { return newterm(NULL, stdout, stdin); }

static inline int roster_key_f(int n) { return KEY_F(n); }
static inline attr_t roster_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }

static inline attr_t roster_a_normal(void) { return A_NORMAL; }
static inline attr_t roster_a_bold(void) { return A_BOLD; }
static inline attr_t roster_a_dim(void) { return A_DIM; }
static inline attr_t roster_a_reverse(void) { return A_REVERSE; }
static inline attr_t roster_a_underline(void) { return A_UNDERLINE; }
static inline attr_t roster_a_italic(void) { return A_ITALIC; }

/* The C library's column width of a character (as ncurses measures it). Declared here because
   the C library's wchar.h module is built without the X/Open feature macro that exposes it. */
extern int wcwidth(wchar_t c);
static inline int roster_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/* Pseudo-terminals, for tests and benchmarks that run a program on a terminal of their own.
   Declared here for the same reason as wcwidth: the C library's modules hide them. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

/* Opens a new pseudo-terminal; returns the controlling side's descriptor (or -1) and copies the
   path of the terminal side into `path`. */
static inline int roster_open_pty(char *path, unsigned long length) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) return -1;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0) return -1;
    char *name = ptsname(fd);
    if (name == 0) return -1;
    unsigned long i = 0;
    for (; name[i] != 0 && i + 1 < length; i++) path[i] = name[i];
    path[i] = 0;
    return fd;
}

/* The terminal's own echo/canonical state is restored by endwin; ncurses keeps ESCDELAY global. */
static inline int roster_set_escdelay(int ms) { return set_escdelay(ms); }

#endif
