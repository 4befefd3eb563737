// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentOrientation, orientationOf } from './orientation';

describe('orientationOf', () => {
  it.each([90, -90])('is landscape for the legacy angle %i', (angle) => {
    expect(orientationOf(angle)).toBe('landscape');
  });

  it.each([0, 180, -180])('is portrait for the legacy angle %i', (angle) => {
    expect(orientationOf(angle)).toBe('portrait');
  });

  it('reads the standard angle 270 as the legacy -90 (landscape)', () => {
    expect(orientationOf(270)).toBe('landscape');
  });

  it('treats a full extra turn as the same orientation', () => {
    expect(orientationOf(450)).toBe('landscape');
    expect(orientationOf(360)).toBe('portrait');
    expect(orientationOf(-270)).toBe('landscape');
  });

  it('is portrait for angles other than a quarter turn', () => {
    expect(orientationOf(45)).toBe('portrait');
    expect(orientationOf(89.9)).toBe('portrait');
  });

  it('is portrait when the angle is unknown', () => {
    expect(orientationOf(undefined)).toBe('portrait');
    expect(orientationOf(null)).toBe('portrait');
    expect(orientationOf(Number.NaN)).toBe('portrait');
    expect(orientationOf(Number.POSITIVE_INFINITY)).toBe('portrait');
  });
});

describe('currentOrientation', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'orientation');
    Reflect.deleteProperty(window.screen, 'orientation');
  });

  function setLegacyAngle(angle: number): void {
    Object.defineProperty(window, 'orientation', { configurable: true, value: angle });
  }

  function setScreenAngle(angle: number): void {
    Object.defineProperty(window.screen, 'orientation', { configurable: true, value: { angle, type: 'landscape-primary' } });
  }

  it('reads window.orientation', () => {
    setLegacyAngle(-90);
    expect(currentOrientation()).toBe('landscape');
    setLegacyAngle(0);
    expect(currentOrientation()).toBe('portrait');
  });

  it('prefers window.orientation over screen.orientation when both exist', () => {
    setLegacyAngle(0);
    setScreenAngle(90);
    expect(currentOrientation()).toBe('portrait');
  });

  it('falls back to screen.orientation.angle', () => {
    setScreenAngle(270);
    expect(currentOrientation()).toBe('landscape');
    setScreenAngle(180);
    expect(currentOrientation()).toBe('portrait');
  });

  it('is portrait when neither is available', () => {
    expect(currentOrientation()).toBe('portrait');
  });
});
