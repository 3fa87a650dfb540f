import { describe, expect, it } from 'vitest';
import { mainThreadReport, selfTimes, tasksOf, type TraceEvent } from './main-thread.ts';

const MAIN = { pid: 1, tid: 1 };
const OTHER = { pid: 1, tid: 7 };
// Times in ms from the document's navigation, as trace microseconds from an origin of 1 s.
const at = (ms: number) => 1_000_000 + ms * 1000;
const x = (
  name: string,
  start: number,
  length: number,
  thread = MAIN,
  args?: TraceEvent['args'],
): TraceEvent => ({ name, ph: 'X', ts: at(start), dur: length * 1000, ...thread, args });

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  ts: at(0),
  ...MAIN,
  args: { data: { documentLoaderURL: 'http://127.0.0.1/apps/user/list' } },
};
// The blank page before it, in the same renderer: not the page's time origin.
const blank: TraceEvent = { ...navigation, ts: at(-50), args: { data: { documentLoaderURL: '' } } };

const events: TraceEvent[] = [
  blank,
  navigation,
  x('RunTask', 10, 100),
  x('v8.evaluateModule', 20, 60),
  x('FunctionCall', 30, 20, MAIN, { data: { url: 'http://h/assets/web-1.js', functionName: 'C' } }),
  x('RunTask', 200, 10),
  x('UpdateLayoutTree', 202, 4),
  x('RunTask', 300, 80),
  x('Layout', 310, 30),
  // Another thread's script: neither the main thread's time nor its tasks.
  x('FunctionCall', 0, 5, OTHER),
  x('v8.parseOnBackground', 40, 120, OTHER, { data: { url: 'http://h/assets/frame-2.js' } }),
];

describe('the main-thread report', () => {
  it('nests each event in the task it ran in', () => {
    const tasks = tasksOf(events.filter((e) => e.ph === 'X' && e.tid === 1));
    expect(tasks.map((t) => [t.event.ts, t.inside.length])).toEqual([
      [at(10), 2],
      [at(200), 1],
      [at(300), 1],
    ]);
  });

  it('counts an event’s own time, its children taken out', () => {
    const own = selfTimes(tasksOf(events.filter((e) => e.ph === 'X' && e.tid === 1)));
    expect(own.get('RunTask')).toBe(40 + 6 + 50);
    expect(own.get('v8.evaluateModule')).toBe(40);
    expect(own.get('FunctionCall')).toBe(20);
    expect(own.get('Layout')).toBe(30);
  });

  it('reads the main thread until the data showed, from the document’s navigation', () => {
    const report = mainThreadReport(events, 350);
    // The last task is cut where the data showed: 100 + 10 + 50.
    expect(report.busy).toBe(160);
    expect(report.longTasks).toEqual([
      {
        start: 10,
        length: 100,
        inside: ['20 +60 v8.evaluateModule', '30 +20 FunctionCall web-1.js C'],
      },
      { start: 300, length: 80, inside: ['310 +30 Layout'] },
    ]);
    expect(report.background).toEqual([{ file: 'frame-2.js', start: 40, length: 120 }]);
  });

  it('leaves out what ran after the data showed', () => {
    const report = mainThreadReport(events, 250);
    expect(report.busy).toBe(110);
    expect(report.selfByName.has('Layout')).toBe(false);
  });
});
