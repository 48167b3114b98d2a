import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorTextEs } from '@/content/error-text-es';
import { ErrorFallback } from '../error-fallback';

describe('ErrorFallback', () => {
  it("shows the quoted heading, the error's message and a way out", async () => {
    const retry = jest.fn();
    render(
      <ErrorFallback message="Falló la carga del módulo" onRetry={retry} text={errorTextEs} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByText('Falló la carga del módulo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
