// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { useImageChoice } from './use-image-choice.ts';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
});

const onlyPng = (file: File) => (file.type === 'image/png' ? null : 'pages.blog.imageType');

function Picker({ onPreview }: { onPreview: (url: string) => void }) {
  const choice = useImageChoice(onlyPng, onPreview);
  return (
    <>
      <button type="button" onClick={choice.open}>
        Choose
      </button>
      <input {...choice.inputProps} aria-label="Image" />
      {choice.error && <p role="alert">{choice.error}</p>}
    </>
  );
}

describe('useImageChoice', () => {
  it('previews an accepted file and names why it refuses another', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onPreview = vi.fn();
    render(<Picker onPreview={onPreview} />);
    const input = screen.getByLabelText<HTMLInputElement>('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('visually-hidden');

    await user.upload(input, new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('pages.blog.imageType');
    expect(onPreview).not.toHaveBeenCalled();

    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(onPreview).toHaveBeenCalledWith('blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('opens the file input from the button', async () => {
    const user = userEvent.setup();
    render(<Picker onPreview={vi.fn()} />);
    const click = vi.spyOn(screen.getByLabelText<HTMLInputElement>('Image'), 'click');
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(click).toHaveBeenCalled();
  });
});
