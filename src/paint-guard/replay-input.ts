import { appHasStarted, whenAppStarts } from './when-app-starts';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * React hydrates a field without reading it, so input made before the app starts (a card chosen,
 * a number typed) would be lost to the server's value (docs/decisions/early-taps-replay.md). The
 * guard notes changed fields; when the app starts it resets them, has React hydrate at once, then
 * replays the reader's input so each field's `onChange` takes it. Fresh renders get nothing.
 */
export function replayInputWhenAppStarts(doc: Document = document): void {
  const touched = new Set<Field>();
  const note = (event: Event) => {
    if (isField(event.target) && !appHasStarted(doc)) touched.add(event.target);
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  whenAppStarts(doc, () => {
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
    // A field being typed into is hydrated at once too: a keystroke while React hydrates the
    // page as a transition would reach the field but not the screen.
    if (isField(doc.activeElement)) touched.add(doc.activeElement);
    replay([...touched].filter((field) => field.isConnected));
  });
}

function replay(fields: Field[]): void {
  const [first] = fields;
  if (!first) return;
  const input = fields.map((field) => ({
    field,
    value: field.value,
    checked: isCheckable(field) && field.checked,
  }));
  for (const { field } of input) {
    if (isCheckable(field)) field.checked = field.defaultChecked;
    else if (field.type !== 'file') field.value = field.defaultValue;
  }
  // React handles an input event on a page it is still to hydrate by hydrating it at once; the
  // fields are as the server sent them, so that is what it reads, and the event changes nothing.
  first.dispatchEvent(new Event('input', { bubbles: true }));
  for (const { field, value, checked } of input) {
    if (!field.isConnected || field.disabled) continue;
    if (isCheckable(field)) {
      // The tap again: the browser checks the field and React sees the change.
      if (field.checked !== checked) field.click();
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (value !== field.value) {
      // The prototype's setter, not React's own on the field (which would record the value as
      // already seen), then the event typing sends.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
