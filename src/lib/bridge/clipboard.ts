import { postToNative } from './native-bridge';

/**
 * Copy that works everywhere: the native shell first, then the Clipboard API, then the old
 * execCommand path. Returns false when nothing worked, so the caller shows a selectable box.
 */
export async function copyText(text: string): Promise<boolean> {
  if (postToNative('copy', { text })) return true;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or unsupported in this webview: try the legacy path.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
