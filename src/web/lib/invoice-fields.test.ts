import { describe, expect, it } from 'vitest';
import type { Invoice } from '~/domain/invoice-texts';
import {
  basisPointsOf,
  centsOf,
  invoiceName,
  invoiceState,
  ofInvoiceText,
  wholeNumber,
} from './invoice-fields';

describe('invoice fields as typed', () => {
  it('reads a French price in cents', () => {
    expect(centsOf('89,90')).toBe(8990);
    expect(centsOf('89,9')).toBe(8990);
    expect(centsOf('89.90')).toBe(8990);
    expect(centsOf('1 200')).toBe(120000);
    expect(centsOf('1\u00a0200,00\u00a0€')).toBe(120000);
    expect(centsOf('0')).toBe(0);
    for (const wrong of ['', 'abc', '89,901', '-5', '12,']) expect(centsOf(wrong), wrong).toBeNull();
  });

  it('reads whole numbers and VAT rates', () => {
    expect(wholeNumber('30')).toBe(30);
    expect(wholeNumber('3,5')).toBeNull();
    expect(wholeNumber('')).toBeNull();
    expect(basisPointsOf('20')).toBe(2000);
    expect(basisPointsOf('5,5')).toBe(550);
    expect(basisPointsOf('2,1')).toBe(210);
  });
});

const invoice = (change: Partial<Invoice>) =>
  ({
    kind: 'invoice',
    number: '2026-0001',
    issuedOn: '2026-11-20',
    dueOn: '2026-12-01',
    payment: null,
    creditedBy: null,
    credits: null,
    ...change,
  }) as Invoice;

describe('where an invoice stands', () => {
  it('says paid, due, late, cancelled or what a credit note cancels', () => {
    expect(invoiceState(invoice({}), '2026-11-28')).toEqual({
      text: 'À régler avant le 01 décembre 2026',
      tone: 'due',
    });
    expect(invoiceState(invoice({ issuedOn: '2026-11-28', dueOn: '2026-11-28' }), '2026-11-28')).toEqual({
      text: 'À régler à réception',
      tone: 'due',
    });
    expect(invoiceState(invoice({}), '2026-12-02').tone).toBe('late');
    expect(invoiceState(invoice({}), '2026-12-02', false).tone).toBe('due');
    expect(
      invoiceState(
        invoice({ payment: { paidOn: '2026-11-30', method: 'transfer', reference: null } }),
        '2026-12-02',
      ).text,
    ).toBe('Payée le 30 novembre 2026');
    expect(invoiceState(invoice({ creditedBy: { id: 'c', number: '2026-0002' } }), '2026-12-02').text).toBe(
      'Annulée par l’avoir n°\u00a02026-0002',
    );
    expect(
      invoiceState(
        invoice({ kind: 'credit', credits: { id: 'i', number: '2026-0001', issuedOn: '2026-11-28' } }),
        '2026-12-02',
      ).text,
    ).toBe('Annule la facture n°\u00a02026-0001');
  });

  it('names it', () => {
    expect(invoiceName(invoice({ kind: 'deposit' }))).toBe('Facture d’acompte n°\u00a02026-0001');
    expect(ofInvoiceText(invoice({ kind: 'credit' }))).toBe('de l’avoir n°\u00a02026-0001');
  });
});
