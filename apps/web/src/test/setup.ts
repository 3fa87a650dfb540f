// Component tests opt in to a DOM with `// @vitest-environment jsdom`; fake-API tests run in Node.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // A whole screen rendered in jsdom on a busy two-core CI machine (the suite's workers beside it)
  // can take more than Testing Library's one second to show what a test waits for. A wait still
  // ends at the first moment it is met, and something that never shows still fails.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
