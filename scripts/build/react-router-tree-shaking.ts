import type { Plugin } from 'vite';

/** The files of react-router's production build (the alias in vite.config.ts points there). */
const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/** `Name.displayName = "Name";` lines: component names for React DevTools, nothing else. */
const DISPLAY_NAME = /^\s*[\w$]+\.displayName = (?:"[^"\n]*"|`[^`\n]*`);$/gm;

/** Top-level `React2.createContext(...)`-style calls, which only create a value. */
const PURE_REACT_CALL = /(?<![\w$.])(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/** `class X extends React2.Component`: a member read the bundler cannot prove harmless. */
const COMPONENT_BASE = /\bextends React\d*\.Component\b/g;
const COMPONENT_IMPORT = 'import { Component as ReactRouterComponentBase } from "react";\n';

/** `X.contextType = Y;` after a class: a top-level write that keeps the class (and all it uses). */
const CONTEXT_TYPE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

/**
 * Moves each `X.contextType = Y;` into X's class body as a static getter: not a write, and still
 * ES2020 (a static field would be compiled back into a `defineProperty` call for the target).
 */
function staticContextTypes(code: string): string {
  let moved = code;
  for (const [line, name, context] of code.matchAll(CONTEXT_TYPE)) {
    const head = `var ${name} = class extends ReactRouterComponentBase {`;
    if (!moved.includes(head)) continue;
    moved = moved
      .replace(line, '')
      .replace(head, `${head}\n  static get contextType() {\n    return ${context};\n  }`);
  }
  return moved;
}

/**
 * Lets the bundler drop the parts of react-router the app never uses (data routers, forms,
 * fetchers, NavLink, Await...). Its production build is one large module in which every
 * component is kept alive by a `X.displayName = ...` assignment, and its `React.createContext` /
 * `React.forwardRef` / `React.memo` calls and `extends React.Component` reads are not known to be
 * free of side effects. This plugin removes the assignments, marks those calls pure and extends a
 * named import instead, and turns `X.contextType = Y` writes into static getters. (rolldown's global `manualPureFunctions: ['React', ...]` was tried and
 * rejected: it also drops statement calls such as `React.useLayoutEffect(() => history.listen())`.)
 * About 3 KB gzip of the entry (docs/decisions/first-paint.md).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'borrower:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code, id) {
        if (!REACT_ROUTER_PRODUCTION.test(id)) return null;
        const shaken = code
          .replace(DISPLAY_NAME, '')
          .replace(PURE_REACT_CALL, '/* @__PURE__ */ $1')
          .replace(COMPONENT_BASE, 'extends ReactRouterComponentBase');
        const withStatics = staticContextTypes(shaken);
        return {
          code: withStatics === code ? code : `${COMPONENT_IMPORT}${withStatics}`,
          map: null,
        };
      },
    },
  };
}
