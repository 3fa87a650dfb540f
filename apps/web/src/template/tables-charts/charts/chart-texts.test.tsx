// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { useChartTexts } from './chart-texts.ts';

afterEach(cleanup);

describe('useChartTexts', () => {
  it('names a chart by its title and summary, with any extra sentence after the summary', () => {
    const { result } = renderHook(() => useChartTexts(), { wrapper: WithProviders });
    const plain = result.current('offersDonut');
    expect(plain.title).not.toBe('');
    expect(plain.label).toBe(`${plain.title}: ${plain.summary}`);
    const more = result.current('offersDonut', 'Drag to zoom.');
    expect(more.summary).toBe(`${plain.summary} Drag to zoom.`);
    expect(more.label).toBe(`${plain.title}: ${plain.summary} Drag to zoom.`);
  });
});
