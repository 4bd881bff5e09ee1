import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../testing/fake-api';
import { member, philippines, signIn, startupReady } from '../testing/sdk-state';
import { preloadSignedInHeader, WalletHeader } from '../wallet-header/wallet-header';
import { MemberHeader } from './member-header';

// The signed-in parts are a chunk of their own: in before the first signed-in render.
beforeAll(() => preloadSignedInHeader());

const POST = endpoints.uploadMemberIcon;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const ICON_URL = 'https://api.test/cdn/images/members/1-0123456789abcdef.img';

// happy-dom's `files` cannot be assigned: define them and dispatch a native change, as a browser does.
function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const drawn: number[][] = [];
const bitmap = { width: 400, height: 300 };
beforeEach(() => {
  startupReady(philippines);
  signIn(member({ nickname: 'Lucky Demo' }));
  drawn.length = 0;
  // The browser decodes the picture and draws on a canvas; here both are recorded stand-ins.
  vi.stubGlobal('createImageBitmap', async () => bitmap);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        clearRect: () => undefined,
        // Only the decoded picture itself can be drawn, as on a real canvas.
        drawImage: (image: unknown, ...box: number[]) => {
          if (image !== bitmap) throw new TypeError('Not an image source');
          drawn.push(box);
        },
      }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(
    () => 'data:image/webp;base64,UklGRgAAAABXRUJQ',
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openEditor() {
  const view = render(<MemberHeader />);
  fireEvent.click(view.getByRole('button', { name: 'Change icon' }));
  const editor = within(await view.findByRole('region', { name: 'Change your icon' }));
  return { view, editor, picker: editor.getByLabelText('Choose a picture') };
}

describe('member center header and icon editor (R7.11)', () => {
  it("R7.11 shows the member's name with the first letter until an icon is uploaded", () => {
    const view = render(<MemberHeader />);
    expect(view.getByText('Lucky Demo')).toBeTruthy();
    expect(view.getByText('demo01')).toBeTruthy();
    expect(view.container.querySelector('.lk-mc-head__avatar')?.textContent).toBe('L');
  });

  it("R2.103 the header links the member area's blog and app install guides", () => {
    const view = render(<MemberHeader />);
    const links = within(view.getByRole('navigation', { name: 'More for members' }));
    expect(links.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(links.getByRole('link', { name: 'App install guides' }).getAttribute('href')).toBe('/guides');
  });

  it('R7.11 refuses a gif named .png and a picture over 2 MB in words, and asks for a picture before saving', async () => {
    const { editor, picker } = await openEditor();
    fireEvent.click(editor.getByRole('button', { name: 'Save icon' }));
    expect((await editor.findByRole('alert')).textContent).toBe('Please choose a picture first.');
    choose(picker, [new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'cat.png', { type: 'image/png' })]);
    await waitFor(() =>
      expect(editor.getByRole('alert').textContent).toBe('Only png, jpg or webp pictures can be used.'),
    );
    const big = new File([new Uint8Array(PNG), new Uint8Array(2 * 1024 * 1024)], 'big.png', {
      type: 'image/png',
    });
    choose(picker, [big]);
    await waitFor(() =>
      expect(editor.getByRole('alert').textContent).toBe(
        'The picture is over 2 MB. Please choose a smaller one.',
      ),
    );
    expect(platform.calls(endpoints.uploadMemberIcon)).toHaveLength(0);
  });

  it('R7.11 previews a centred square, zooms it, saves the crop and the header and wallet header show the new icon', async () => {
    platform.on(POST, { imgUrl: ICON_URL });
    const wallet = render(<WalletHeader />);
    const { view, editor, picker } = await openEditor();
    choose(picker, [new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' })]);
    expect(await editor.findByRole('img', { name: 'Preview of your new icon' })).toBeTruthy();
    await waitFor(() => expect(drawn.at(-1)).toEqual([50, 0, 300, 300, 0, 0, 160, 160]));
    fireEvent.input(editor.getByLabelText('Zoom'), { target: { value: '2' } });
    await waitFor(() => expect(drawn.at(-1)).toEqual([125, 75, 150, 150, 0, 0, 160, 160]));
    fireEvent.click(editor.getByRole('button', { name: 'Save icon' }));
    expect((await editor.findByRole('status')).textContent).toBe('Your new icon is saved.');
    const sent = platform.calls(endpoints.uploadMemberIcon)[0];
    expect(sent?.body).toEqual({ dataUrl: 'data:image/webp;base64,UklGRgAAAABXRUJQ' });
    // The upload canvas drew the zoomed square at the icon's side.
    expect(drawn.at(-1)).toEqual([125, 75, 150, 150, 0, 0, 256, 256]);
    await waitFor(() =>
      expect(view.container.querySelector('img.lk-mc-head__avatar')?.getAttribute('src')).toBe(ICON_URL),
    );
    expect(wallet.container.querySelector('img.lk-account__picture')?.getAttribute('src')).toBe(ICON_URL);
  });

  it("R7.11 shows the server's refusal (not square) in words and keeps the old icon", async () => {
    platform.fail(POST, 'validation_failed', {
      status: 400,
      message: 'An icon is square',
      field: 'dataUrl',
      messageKey: 'icon_not_square',
    });
    const { view, editor, picker } = await openEditor();
    choose(picker, [new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' })]);
    await editor.findByRole('img', { name: 'Preview of your new icon' });
    fireEvent.click(editor.getByRole('button', { name: 'Save icon' }));
    await waitFor(() =>
      expect(editor.getByRole('alert').textContent).toBe(
        'The icon must be square. Please crop the picture again.',
      ),
    );
    expect(view.container.querySelector('img.lk-mc-head__avatar')).toBeNull();
  });
});
