import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './fail-on-console-error';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
