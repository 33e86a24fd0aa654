import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const common =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold ' +
  'transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';
/** A fixed label stays on one line; a label that carries data (a name) wraps within the screen instead. */
const lines = { one: 'whitespace-nowrap', wrap: 'max-w-full py-2 text-left [&>svg]:shrink-0' } as const;

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-400 text-ink-900 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  secondary: 'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
  inverse: 'border border-white/50 text-white hover:bg-white/10',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-[0.9375rem]',
  lg: 'min-h-12 px-6 text-base',
};

/** A control that is only an icon (the menu button, the header's call link): 44 px square, a 24 px icon. */
export const iconButtonClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-control text-brand-900 hover:bg-brand-50';

/** Class names for anything that should look like a button, including links. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
  label: keyof typeof lines = 'one',
): string {
  return [common, lines[label], variants[variant], sizes[size], extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
