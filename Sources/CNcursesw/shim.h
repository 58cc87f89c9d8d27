#ifndef ROSTER_CNCURSESW_SHIM_H
#define ROSTER_CNCURSESW_SHIM_H

/* Enable the wide-character ("w") API of ncurses before anything includes it. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

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

/* The terminal's own echo/canonical state is restored by endwin; ncurses keeps ESCDELAY global. */
static inline int roster_set_escdelay(int ms) { return set_escdelay(ms); }

#endif
