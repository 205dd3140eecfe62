// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, renderWithProviders } from '@clean/shared/testing';
import { STORAGE_KEYS } from '@clean/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusinessExportPanel } from '../src/features/business-export/components/business-export-panel';
import { spyOnToasts } from './support/toasts';

const TOKEN = 'tok-business-export';
const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** The export's answer waits until the test lets it go: the button is seen while the file is prepared. */
function heldServer() {
  const requests: Request[] = [];
  let answer: (response: Response) => void = () => undefined;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    return new Promise<Response>((resolve) => (answer = resolve));
  }) as unknown as typeof fetch;
  return { requests, answer: (response: Response) => answer(response) };
}

let toasts: ReturnType<typeof spyOnToasts>;
let clicked: HTMLAnchorElement[];
let created: Blob[];
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
  toasts = spyOnToasts();
  clicked = [];
  created = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:business-export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderPanel() {
  const user = userEvent.setup();
  renderWithProviders(<BusinessExportPanel />);
  return { user };
}

describe('Download business export', () => {
  it('shows that the file is being prepared, then downloads it under the name the server gives', async () => {
    const server = heldServer();
    const { user } = renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Your business data' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download business export' }));
    const preparing = screen.getByRole('button', { name: 'Preparing the export…' });
    expect(preparing).toBeDisabled();
    expect(preparing).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the export.');
    const [request] = server.requests;
    expect(request?.url).toBe(`${API_BASE_URL}/api/admin/business-export`);
    expect(request?.headers.get('adminToken')).toBe(TOKEN);

    server.answer(
      new Response(ZIP_BYTES, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="business-export-2030-01-07.zip"',
        },
      }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Downloaded business-export-2030-01-07.zip'));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('business-export-2030-01-07.zip');
    expect(clicked[0]?.href).toBe('blob:business-export');
    // jsdom's Blob cannot read itself; a Response reads it.
    expect(new Uint8Array(await new Response(created[0]).arrayBuffer())).toEqual(ZIP_BYTES);
    expect(screen.getByRole('button', { name: 'Download business export' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("toasts the server's message when the export fails, and lets the admin try again", async () => {
    const server = heldServer();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download business export' }));
    server.answer(
      new Response(
        JSON.stringify({ success: false, message: 'The database is being upgraded. Try again in a minute.' }),
        { status: 503, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('The database is being upgraded. Try again in a minute.'),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download business export' })).toBeEnabled();
  });
});
