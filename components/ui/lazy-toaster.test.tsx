/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast';

describe('LazyToaster and toast', () => {
  it('draws nothing until the first toast, then shows the toasts that waited and every later one', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.success('Prescription added successfully');
      toast.error('The server could not be reached.');
    });
    expect(await screen.findByText('Prescription added successfully')).toBeInTheDocument();
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
    act(() => toast.success('Schedule saved successfully', { description: 'Patients can book the new hours.' }));
    expect(await screen.findByText('Schedule saved successfully')).toBeInTheDocument();
    expect(screen.getByText('Patients can book the new hours.')).toBeInTheDocument();
  });
});
