import { render, screen } from '@testing-library/react';
import { CurrentYear } from '../current-year';

describe('CurrentYear', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the browser's year, not the build year", () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00-06:00') });
    render(
      <p>
        © <CurrentYear buildYear={2026} />
      </p>,
    );
    expect(screen.getByText('© 2031')).toBeInTheDocument();
  });

  it('changes with the clock', () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T08:00:00-06:00') });
    render(<CurrentYear buildYear={2026} />);
    expect(document.body).toHaveTextContent('2027');
  });
});
