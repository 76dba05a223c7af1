import { startTransition, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED } from '../lib/rendered-page/page-attributes';
import { replayInputWhenAppStarts } from './replay-input';

/** A screen with the fields a rendered page may hold: text, a radio group, a checkbox. */
function Form() {
  const [number, setNumber] = useState('');
  const [card, setCard] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(true);
  return (
    <form>
      <input
        aria-label="number"
        value={number}
        onChange={(event) => setNumber(event.target.value.replace(/\D/g, ''))}
      />
      {['a', 'b'].map((id) => (
        <input
          key={id}
          type="radio"
          name="card"
          aria-label={`card ${id}`}
          checked={card === id}
          onChange={() => setCard(id)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="agree"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <output>{`${number}|${card ?? 'none'}|${String(agreed)}`}</output>
    </form>
  );
}

/** A screen with a photo field: the name of the file chosen, as the complaint form's uploads read it. */
function PhotoForm() {
  const [photo, setPhoto] = useState('none');
  return (
    <form>
      <input
        type="file"
        aria-label="photo"
        onChange={(event) => setPhoto(event.target.files?.[0]?.name ?? 'none')}
      />
      <output>{photo}</output>
    </form>
  );
}

const field = (label: string) =>
  document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`) as HTMLInputElement;
const state = () => document.querySelector('output')?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The page as the server sent it, its guard listening, and the app not started. */
function renderedPage(screen: ReactElement = <Form />): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(screen);
  document.body.append(root);
  replayInputWhenAppStarts(document);
  return root;
}

/** What the entry does (src/app/mount.ts): hydrate as a transition, then say the app started. */
async function startApp(root: HTMLElement, screen: ReactElement = <Form />) {
  startTransition(() => {
    hydrateRoot(root, screen);
  });
  document.documentElement.setAttribute(APP_STARTED, '');
  await settle();
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_STARTED);
});

describe('input given to a rendered page before its app starts', () => {
  it('reaches the screen’s state: the number typed, the card chosen, the box unticked', async () => {
    const root = renderedPage();
    field('number').value = '0012-34';
    field('number').dispatchEvent(new Event('input', { bubbles: true }));
    field('card b').click();
    field('agree').click();

    await startApp(root);
    // Each field's onChange took the reader's input (the number through its own rule).
    expect(state()).toBe('001234|b|false');
    expect(field('number').value).toBe('001234');
    expect(field('card b').checked).toBe(true);
    expect(field('agree').checked).toBe(false);
  });

  it('reaches the screen’s state: the photo chosen', async () => {
    const root = renderedPage(<PhotoForm />);
    const photo = new File(['jpeg'], 'receipt.jpg', { type: 'image/jpeg' });
    // What the browser's file picker leaves on the field (jsdom has no picker to fill it).
    Object.defineProperty(field('photo'), 'files', { value: [photo] });
    field('photo').dispatchEvent(new Event('change', { bubbles: true }));

    await startApp(root, <PhotoForm />);
    expect(state()).toBe('receipt.jpg');
  });

  it('without input, the page hydrates as sent and nothing changes', async () => {
    const root = renderedPage();
    await startApp(root);
    expect(state()).toBe('|none|true');
  });

  it('a field focused as the app starts is hydrated at once, so a keystroke meanwhile is not lost', async () => {
    const root = renderedPage();
    field('number').focus();
    startTransition(() => {
      hydrateRoot(root, <Form />);
    });
    document.documentElement.setAttribute(APP_STARTED, '');
    await Promise.resolve();
    // Hydrated in the same task (a transition would leave the field without its fiber until later).
    expect(Object.keys(field('number')).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    // A keystroke, as the browser makes it (not through React's own value setter on the field).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      field('number'),
      '7',
    );
    field('number').dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(state()).toBe('7|none|true');
  });

  it('input after the app has started is the app’s own, not given again', async () => {
    const root = renderedPage();
    await startApp(root);
    field('card a').click();
    // Under load, React may still be hydrating the transition a moment later.
    await vi.waitFor(() => expect(state()).toBe('|a|true'));
  });
});
