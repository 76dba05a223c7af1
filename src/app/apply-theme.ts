import type { AppConfig } from '../config/read-config';

/** Feeds the configured brand colours into the design tokens. */
export function applyTheme(config: AppConfig, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-brand', config.themeColor);
  root.style.setProperty('--color-bg', config.backgroundColor);
  root.style.setProperty('--color-text', config.textColor);
  root.style.setProperty('--color-text-muted', config.textMutedColor);
}
