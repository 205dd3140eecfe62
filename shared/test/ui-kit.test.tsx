import { render, screen } from '@testing-library/react';
import { Field, PageHeader, Skeleton, Bone, StatusPanel, VisuallyHidden } from '../src/ui';

describe('Field', () => {
  it('labels its control and ties the hint and the error to it', () => {
    render(
      <Field label="Phone Number" hint="We call you on the day" error="Phone number is required">
        {(control) => <input type="tel" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We call you on the day Phone number is required');
  });

  it('says nothing is wrong when there is no error', () => {
    render(<Field label="Address">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('Address');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('PageHeader', () => {
  it('is the one h1 of the page, with its eyebrow and intro', () => {
    render(<PageHeader title="Book a Cleaning Service" eyebrow="Sparkle" intro="Pick a date" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Cleaning Service' })).toBeInTheDocument();
    expect(screen.getByText('Sparkle')).toBeInTheDocument();
    expect(screen.getByText('Pick a date')).toBeInTheDocument();
  });
});

describe('StatusPanel', () => {
  it('announces an error at once, with its actions', () => {
    render(
      <StatusPanel title="An Error Occurred!" tone="error" actions={<button type="button">Retry</button>}>
        <p>Please try again.</p>
      </StatusPanel>,
    );
    const panel = screen.getByRole('alert');
    expect(panel).toHaveAccessibleName('An Error Occurred!');
    expect(panel).toHaveTextContent('Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('stays quiet for an empty state', () => {
    render(<StatusPanel title="No bookings yet" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is one busy status with a text for screen readers; its bones are hidden', () => {
    render(
      <Skeleton label="Loading our prices…">
        <Bone shape="card" />
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading our prices…');
  });
});

it('VisuallyHidden keeps its text readable by screen readers', () => {
  render(
    <button type="button">
      Book Now <VisuallyHidden>: Deep Cleaning</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Book Now : Deep Cleaning' })).toBeInTheDocument();
});
