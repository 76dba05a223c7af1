/** Where the build leaves the server's renderer (`render-screen.js`), never served (a dot-folder). */
export const SERVER_RENDER_DIR = '.vite/server-render';

/** Beside the renderer: what the server's pages take from the build (the paint guard's address). */
export const SERVER_RENDER_PAGE = 'page.json';
