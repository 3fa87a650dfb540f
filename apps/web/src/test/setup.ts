// Component tests opt in to a DOM with `// @vitest-environment jsdom`; fake-API tests run in Node.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
}
