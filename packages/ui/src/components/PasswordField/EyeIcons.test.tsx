import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { EyeIcon, EyeOffIcon } from './EyeIcons.js';

const markup = (element: ReactElement) => render(element).container.innerHTML;

describe('the password field eyes', () => {
  it('draw exactly what lucide-react draws (so the field looks the same)', () => {
    expect(markup(<EyeIcon className="icon" />)).toBe(markup(<Eye className="icon" aria-hidden />));
    expect(markup(<EyeOffIcon className="icon" />)).toBe(
      markup(<EyeOff className="icon" aria-hidden />),
    );
  });
});
