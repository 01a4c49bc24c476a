// Tests of a quantity stepper's press: one up or down, never past its limits, from whatever was typed.
import { describe, expect, it } from 'vitest';
import { stepQuantity } from './quantity-step';

describe('stepQuantity', () => {
  it('adds and takes one', () => {
    expect(stepQuantity('2', 1, 0, 10)).toBe(3);
    expect(stepQuantity('2', -1, 0, 10)).toBe(1);
  });

  it('stops at the limits', () => {
    expect(stepQuantity('0', -1, 0, 10)).toBe(0);
    expect(stepQuantity('10', 1, 0, 10)).toBe(10);
    expect(stepQuantity('1', -1, 1, 4)).toBe(1);
  });

  it('brings a typed quantity past a limit back within it', () => {
    expect(stepQuantity('25', -1, 0, 10)).toBe(10);
    expect(stepQuantity('25', 1, 0, 10)).toBe(10);
  });

  it('counts an empty or unreadable field from the least', () => {
    expect(stepQuantity('', 1, 0, 10)).toBe(1);
    expect(stepQuantity('2.5', 1, 1, 10)).toBe(2);
    expect(stepQuantity('-3', -1, 0, 10)).toBe(0);
  });
});
