/**
 * Below this size an answer is sent as it is: compressing it saves less than its own framing
 * costs. The server's on-the-fly compression (server/app.ts) and the build's precompressed
 * copies (scripts/build/precompress-plugin.ts) use the same line.
 */
export const COMPRESS_MIN_BYTES = 1024;
