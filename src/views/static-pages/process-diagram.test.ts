import { describe, expect, it } from 'vitest';
import { layoutSteps, wrapText } from './process-diagram';

describe('wrapText', () => {
  it('breaks between words, every line within the length', () => {
    const lines = wrapText('Scan the QR code on your order page, or pay the courier in cash when your kit arrives.', 33, 'en');
    expect(lines.join(' ')).toBe('Scan the QR code on your order page, or pay the courier in cash when your kit arrives.');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(33);
    expect(lines.length).toBeGreaterThan(1);
  });

  it('counts Vietnamese combining marks as nothing', () => {
    const text = 'Quét mã QR trên trang đơn hàng'.normalize('NFD');
    expect(wrapText(text, 30, 'vi')).toEqual([text]);
  });

  it('breaks Thai between its words, which no spaces separate', () => {
    const text = 'ยอดโอนจะถูกจับคู่กับคำสั่งซื้อจากรหัสคำสั่งซื้อในรายละเอียดการโอน';
    const lines = wrapText(text, 20, 'th');
    expect(lines.join('')).toBe(text);
    expect(lines.length).toBeGreaterThan(1);
    // No word is cut: each break falls where Intl.Segmenter puts a word boundary.
    const boundaries = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.index));
    let at = 0;
    for (const line of lines.slice(0, -1)) {
      at += line.length;
      expect(boundaries.has(at)).toBe(true);
    }
  });

  it('counts a Chinese character as two', () => {
    const lines = wrapText('扫描订单页面上的二维码，或在收到套件时向快递员支付现金。', 20, 'zh');
    expect(lines.join('')).toBe('扫描订单页面上的二维码，或在收到套件时向快递员支付现金。');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(10);
  });
});

describe('layoutSteps', () => {
  it('stacks the boxes from the top, each as tall as its lines', () => {
    const { steps, height } = layoutSteps(
      [
        { id: 'a', title: 'One', body: 'Short.' },
        { id: 'b', title: 'Two', body: 'A much longer description that needs more than one line to be drawn.' },
      ],
      'en',
    );
    expect(steps[0].y).toBe(2);
    expect(steps[1].y).toBe(steps[0].y + steps[0].height + 30);
    expect(steps[1].height).toBeGreaterThan(steps[0].height);
    expect(height).toBe(steps[1].y + steps[1].height + 2);
  });
});
