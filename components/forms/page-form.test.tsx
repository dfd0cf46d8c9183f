/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageForm } from './page-form';

function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <PageForm
      aria-label="Edit patient"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="name">Name</label>
      <input id="name" defaultValue="Ada" />
      <button type="submit">Save</button>
    </PageForm>
  );
}

describe('PageForm', () => {
  it('is drawn by the server with its fields and buttons disabled, so nothing can be typed before the page answers', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={() => undefined} />);
    document.body.append(container);
    expect(screen.getByRole('form', { name: 'Edit patient' })).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    container.remove();
  });

  it('takes typing and submits once hydrated', async () => {
    const onSubmit = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    const name = screen.getByLabelText('Name');
    expect(name).toBeEnabled();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Bola');
    expect(name).toHaveValue('Bola');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
