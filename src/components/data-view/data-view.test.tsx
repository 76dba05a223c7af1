import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { DataView, type LoadState } from './data-view';

function state<T>(partial: Partial<LoadState<T>>): LoadState<T> {
  return { data: undefined, error: undefined, isLoading: false, mutate: vi.fn(), ...partial };
}

const skeleton = <p>placeholder</p>;
const empty = { when: (items: string[]) => items.length === 0, show: <p>Nothing here yet.</p> };

function list(items: string[]) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('DataView', () => {
  it('shows the skeleton while loading', () => {
    render(
      <DataView state={state<string[]>({ isLoading: true })} skeleton={skeleton} empty={empty}>
        {list}
      </DataView>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });

  it("shows a failed load with the server's message and a retry that reloads", () => {
    const mutate = vi.fn();
    const error = new ApiError('business', '500', 'Server is busy');
    render(
      <DataView state={state<string[]>({ error, mutate })} skeleton={skeleton}>
        {list}
      </DataView>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Server is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it("uses the screen's own wording for a failure when it gives one", () => {
    render(
      <DataView
        state={state<string[]>({ error: new Error('boom') })}
        skeleton={skeleton}
        errorHeading={null}
        describeError={() => 'failed to query card list'}
      >
        {list}
      </DataView>,
    );
    expect(screen.getByRole('alert').textContent).toBe('failed to query card listTry again');
  });

  it('keeps data from an earlier load when a refresh fails', () => {
    render(
      <DataView state={state({ data: ['PL2024170'], error: new Error('x') })} skeleton={skeleton}>
        {list}
      </DataView>,
    );
    expect(screen.getByRole('listitem').textContent).toBe('PL2024170');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty view for an empty list, and the list otherwise', () => {
    const { rerender } = render(
      <DataView state={state<string[]>({ data: [] })} skeleton={skeleton} empty={empty}>
        {list}
      </DataView>,
    );
    expect(screen.getByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <DataView
        state={state({ data: ['PL2024170', 'PL2024174'] })}
        skeleton={skeleton}
        empty={empty}
      >
        {list}
      </DataView>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'PL2024170',
      'PL2024174',
    ]);
    expect(screen.queryByText('Nothing here yet.')).toBeNull();
  });
});
