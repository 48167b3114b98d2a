import { render, screen } from '@testing-library/react';
import { OpenNowBadge } from '../../contact/open-now-badge';
import { OPEN_NOW_CLASSES } from '../../contact/practice-card';
import { ClosureNoticeLines } from '../closure-notice-lines';

const at = (iso: string) => new Date(iso).getTime();
const notices = [
  [
    at('2026-12-08T07:00:00Z'),
    at('2027-01-05T07:00:00Z'),
    'Mis consultorios estarán cerrados por vacaciones.',
  ],
] as const;

afterEach(() => jest.useRealTimers());

describe('ClosureNoticeLines', () => {
  it('shows the notice inside its window, as plain text (no live region)', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-12-20T18:00:00Z'));
    const { container } = render(
      <ClosureNoticeLines notices={notices} builtAt={at('2026-11-01T00:00:00Z')} title="Aviso:" />,
    );
    expect(screen.getByText(/cerrados por vacaciones/)).toBeInTheDocument();
    expect(container.querySelector('[role="status"], [aria-live]')).toBeNull();
  });

  it('shows nothing before the window or once the closure has ended', () => {
    jest.useFakeTimers().setSystemTime(new Date('2026-12-08T06:59:00Z'));
    const before = render(<ClosureNoticeLines notices={notices} builtAt={0} title="Aviso:" />);
    expect(before.container).toBeEmptyDOMElement();
    before.unmount();
    jest.setSystemTime(new Date('2027-01-05T07:00:00Z'));
    const after = render(<ClosureNoticeLines notices={notices} builtAt={0} title="Aviso:" />);
    expect(after.container).toBeEmptyDOMElement();
  });
});

describe('OpenNowBadge with closures', () => {
  const offsets = [[0, -420]] as const;
  const pieces = [[0, 'Abierto ahora']] as const;

  it('says why the practice is closed during a closure, and the usual text outside it', () => {
    const closures = [
      [
        at('2026-12-22T07:00:00Z'),
        at('2027-01-05T07:00:00Z'),
        'Cerrado por vacaciones · abre el martes 5 de enero',
      ],
    ] as const;
    jest.useFakeTimers().setSystemTime(new Date('2026-12-28T18:00:00Z'));
    const during = render(
      <OpenNowBadge
        offsets={offsets}
        pieces={pieces}
        openText="Abierto ahora"
        closures={closures}
        classes={OPEN_NOW_CLASSES}
      />,
    );
    expect(during.container).toHaveTextContent(
      'Cerrado por vacaciones · abre el martes 5 de enero',
    );
    during.unmount();
    jest.setSystemTime(new Date('2027-01-05T18:00:00Z'));
    const afterwards = render(
      <OpenNowBadge
        offsets={offsets}
        pieces={pieces}
        openText="Abierto ahora"
        closures={closures}
        classes={OPEN_NOW_CLASSES}
      />,
    );
    expect(afterwards.container).toHaveTextContent('Abierto ahora');
    expect(afterwards.container.firstElementChild).toHaveClass(...OPEN_NOW_CLASSES.open.split(' '));
  });
});
