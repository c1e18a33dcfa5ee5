// The admin tables' pages, as the client asks them and the server answers them: 50 rows a page
// (the client's pages, and the server's window when a request names none), and never more than
// 100 rows in one answer (a request for more is refused).
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_ROWS_MAX = 100;
