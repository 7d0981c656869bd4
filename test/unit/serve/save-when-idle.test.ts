import {afterEach, mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {SaveWhenIdle} from '../../../src/serve/save-when-idle.ts';

afterEach(() => mock.timers.reset());

function saver() {
  mock.timers.enable({apis: ['setTimeout']});
  const saves: number[] = [];
  let now = 0;
  const tick = (ms: number) => {
    now += ms;
    mock.timers.tick(ms);
  };
  return {saves, tick, idle: new SaveWhenIdle(() => saves.push(now), 1000)};
}

test('the cache is saved once the runs have paused for the delay', () => {
  const {saves, tick, idle} = saver();
  idle.runStarts();
  idle.runEnded();
  tick(999);
  assert.deepEqual(saves, []);
  tick(1);
  assert.deepEqual(saves, [1000]);
  tick(5000);
  assert.deepEqual(saves, [1000], 'saved once');
});

test('bug: the save of the last run started during the next run and held back its reload; now it waits for that run', () => {
  const {saves, tick, idle} = saver();
  idle.runStarts();
  idle.runEnded();
  tick(900);
  // An edit: its run is still going when the last run's delay is over.
  idle.runStarts();
  tick(3000);
  assert.deepEqual(saves, [], 'no save while a run goes on');
  idle.runEnded();
  tick(1000);
  assert.deepEqual(saves, [4900]);
});

test('flush saves what is pending, and only that', () => {
  const {saves, tick, idle} = saver();
  idle.flush();
  assert.deepEqual(saves, [], 'nothing ran');
  idle.runStarts();
  idle.runEnded();
  idle.runStarts();
  idle.flush();
  assert.deepEqual(saves, [0]);
  tick(2000);
  assert.deepEqual(saves, [0], 'the flush took the place of the timer');
});
