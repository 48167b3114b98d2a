import { render } from '@testing-library/react';
import { EmailText } from '../email-text';
import { TimeText } from '../time-text';

describe('TimeText', () => {
  it('keeps each time on one line and the text unchanged', () => {
    const { container } = render(
      <p>
        <TimeText text="10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM" />
      </p>,
    );
    const spans = [...container.querySelectorAll('span.whitespace-nowrap')].map(
      (span) => span.textContent,
    );
    expect(spans).toEqual(['10:00 AM', '1:30 PM', '5:00 PM', '7:30 PM']);
    expect(container.textContent).toBe('10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM');
  });

  it('leaves text without times as it is', () => {
    const { container } = render(
      <p>
        <TimeText text="Abierto ahora" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Abierto ahora</p>');
  });
});

describe('EmailText', () => {
  it('allows a break only after the @', () => {
    const { container } = render(
      <a>
        <EmailText email="citas@clinica.example" />
      </a>,
    );
    expect(container.innerHTML).toBe('<a>citas@<wbr>clinica.example</a>');
  });
});
