export const COLOURS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;

/** The sample courses: option values and the keys of their names under formsDemo.courses. */
export const COURSES = [
  ['cs', 'cs'],
  ['law', 'law'],
  ['med', 'medicine'],
] as const;
