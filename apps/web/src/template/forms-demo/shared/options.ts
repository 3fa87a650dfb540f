export const COLOURS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
