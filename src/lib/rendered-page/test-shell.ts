/**
 * For tests: the built shell (index.html) as the build writes it, module scripts and preloads in
 * <head> (the boot script `async`), the boot frame in #root and the "turn on JavaScript" note
 * after it. The tests of the one HTML writer and of the pages written with it share it.
 */
export const TEST_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The shell's description."
    />
    <title>PesoLoan</title>
    <script type="module" async crossorigin src="/assets/boot-b1.js"></script>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">
    <link rel="modulepreload" crossorigin href="/assets/session-s1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" aria-hidden="true"><div class="boot-bar"></div></div>
    </div>
    <noscript>Please turn on JavaScript to use PesoLoan.</noscript>
  </body>
</html>`;
