/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/components/ui/toast';
import { registerSystem } from '@/lib/connected-systems/actions';
import { ConnectDialog } from './connect-dialog';

jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/connected-systems/actions', () => ({ registerSystem: jest.fn(), setSystemEnabled: jest.fn(), deleteSystem: jest.fn() }));

const TOKEN_ENDPOINT = 'https://hms.example.org/fhir/auth/token';
const CLIENT_ID = '0f8e4c2a-5b1d-4e7a-9c3f-2d6b8a1e4f70';
/** A public EC P-384 key as a vendor gives it (the form checks its members, not the curve's arithmetic). */
const JWKS = JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-384', kid: 'lab-2026', x: 'x-coordinate', y: 'y-coordinate' }] });

function renderDialog() {
  const user = userEvent.setup();
  const onOpenChange = jest.fn();
  render(<ConnectDialog open onOpenChange={onOpenChange} tokenEndpoint={TOKEN_ENDPOINT} />);
  return { user, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Connect a system' }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, { name = 'Lab system', jwks = JWKS } = {}) {
  await user.type(within(dialog).getByLabelText('Name'), name);
  // Pasted, as an administrator would: typed, the braces would be read as keys to press.
  await user.click(within(dialog).getByLabelText('JWKS'));
  await user.paste(jwks);
}

beforeEach(() => jest.clearAllMocks());

describe('ConnectDialog', () => {
  it('offers Name, JWKS and Scopes, the scopes read and search everything unless changed, each hint tied to its field', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Scopes')).toHaveValue('system/*.rs');
    expect(within(dialog).getByLabelText('JWKS')).toHaveAccessibleDescription('Paste the public keys (JWKS) the system signs with');
    expect(within(dialog).getByLabelText('Scopes')).toHaveAccessibleDescription('Separated by spaces: system/Patient.rs, system/Observation.cruds, system/*.read…');
  });

  it('checks the pasted keys before sending them', async () => {
    const { user, dialog } = renderDialog();
    await fill(user, dialog, { jwks: '{"keys": [' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('The JWKS is not valid JSON')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('JWKS')).toHaveAttribute('aria-invalid', 'true');
    expect(registerSystem).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field, and stays on the form", async () => {
    const refusal = 'Key 1 holds a private key: paste the public keys only';
    jest.mocked(registerSystem).mockResolvedValue({ ok: false, message: 'Please correct the highlighted fields.', fieldErrors: { jwks: refusal } });
    const { user, dialog } = renderDialog();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('JWKS')).toHaveAccessibleDescription(`Paste the public keys (JWKS) the system signs with ${refusal}`);
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('sends the text as typed; once connected, says so and shows the client ID and the token endpoint until Done', async () => {
    jest.mocked(registerSystem).mockResolvedValue({ ok: true, data: { id: 7, clientId: CLIENT_ID, name: 'Lab system' } });
    const { user, dialog, onOpenChange } = renderDialog();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lab system is connected'));
    expect(registerSystem).toHaveBeenCalledWith({ name: 'Lab system', jwks: JWKS, scopes: 'system/*.rs' });

    const connected = screen.getByRole('dialog', { name: 'Lab system is connected' });
    expect(within(connected).getByText(CLIENT_ID)).toBeInTheDocument();
    expect(within(connected).getByText(TOKEN_ENDPOINT)).toBeInTheDocument();
    expect(within(connected).getByRole('heading', { name: 'Lab system is connected' })).toHaveFocus();
    expect(within(connected).queryByLabelText('JWKS')).not.toBeInTheDocument();

    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(connected).getByRole('button', { name: 'Copy the client ID' }));
    expect(writeText).toHaveBeenCalledWith(CLIENT_ID);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Client ID copied'));

    await user.click(within(connected).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when the server cannot be reached', async () => {
    jest.mocked(registerSystem).mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, dialog } = renderDialog();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not reach the server. Check the connection and try again.');
  });
});
