/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAttachmentPreview } from '@/lib/reports/actions';
import type { OperationDocument } from '@/lib/reports/queries/documents';
import { DocumentsTable } from './documents-table';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/doctor/reports',
  useSearchParams: () => new URLSearchParams('tab=operation'),
}));
jest.mock('@/components/ui/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/lib/reports/actions', () => ({ loadAttachmentPreview: jest.fn(), updateDocument: jest.fn(), voidDocument: jest.fn() }));
jest.mock('@/lib/patients/actions/options', () => ({ searchPatients: jest.fn(async () => ({ ok: true, data: [] })) }));

const DOCUMENTS: OperationDocument[] = [
  { id: 1, surgery: 'Appendectomy', generatedBy: 'Dr. Ada Obi', patient: { id: 3, fullName: 'Ngozi Eze', email: null }, attachment: { id: 11, fileName: 'notes.csv', mime: 'text/csv' } },
  { id: 2, surgery: 'Hernia repair', generatedBy: 'Dr. Musa Bello', patient: null, attachment: null },
];
const PARAMS = { page: 1, pageSize: 10, q: '', sort: null, dir: 'asc' as const };

describe('DocumentsTable', () => {
  it('opens the edit form of the document asked for, each time from that document’s values', async () => {
    const user = userEvent.setup();
    render(<DocumentsTable list={{ rows: DOCUMENTS, total: 2, page: 1 }} params={PARAMS} />);
    await user.click(screen.getByRole('button', { name: 'Edit Appendectomy' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Operation Report' });
    expect(within(dialog).getByRole('textbox', { name: 'Surgery' })).toHaveValue('Appendectomy');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Surgery' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Hernia repair' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Operation Report' });
    expect(dialog).toHaveTextContent('Id 2');
    expect(within(dialog).getByRole('textbox', { name: 'Surgery' })).toHaveValue('Hernia repair');
  });

  it('previews the attachment in a dialog named after the report, reading the file when asked', async () => {
    jest.mocked(loadAttachmentPreview).mockResolvedValue({
      ok: true,
      data: { id: 11, fileName: 'notes.csv', mime: 'text/csv', size: 2048, preview: { kind: 'table', rows: [['Step', 'Time'], ['Incision', '09:00']] } },
    });
    const user = userEvent.setup();
    render(<DocumentsTable list={{ rows: DOCUMENTS, total: 2, page: 1 }} params={PARAMS} />);
    expect(loadAttachmentPreview).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Preview the document of Appendectomy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Appendectomy' });
    expect(loadAttachmentPreview).toHaveBeenCalledWith(11);
    expect(await within(dialog).findByRole('table', { name: 'notes.csv' })).toHaveTextContent('Incision');
  });
});
