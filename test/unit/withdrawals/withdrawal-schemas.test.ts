import { describe, expect, it } from 'vitest';
import {
  bankWithdrawalBodySchema,
  isAbaRoutingNumber,
  withdrawalValueSchema,
} from '../../../shared/api/schemas/withdrawals';
import { messages } from '../../../shared/domain/messages';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the withdrawal amount', () => {
  it('reads text or numbers with at most 2 decimals as integer cents', () => {
    expect(withdrawalValueSchema.parse('10')).toBe(1000);
    expect(withdrawalValueSchema.parse('25.5')).toBe(2550);
    expect(withdrawalValueSchema.parse(' 100.07 ')).toBe(10007);
    expect(withdrawalValueSchema.parse(12.34)).toBe(1234);
  });

  it("answers part 1 §5's messages", () => {
    expect(messageOf(withdrawalValueSchema.safeParse(''))).toBe(messages.fieldRequired);
    expect(messageOf(withdrawalValueSchema.safeParse(undefined))).toBe(messages.fieldRequired);
    for (const bad of ['1.234', '-10', '1e3', '10,00', 'ten'])
      expect(messageOf(withdrawalValueSchema.safeParse(bad)), bad).toBe(messages.withdrawalAmountFormat);
    expect(messageOf(withdrawalValueSchema.safeParse('9.99'))).toBe(messages.withdrawalMinimum);
  });
});

describe('the bank form', () => {
  it('checks routing numbers with the ABA checksum', () => {
    expect(isAbaRoutingNumber('222222226')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('12345')).toBe(false);
  });

  it('asks for the bank fields only when creating the funding source, and the confirmation to match', () => {
    const bank = {
      value: '20',
      accountName: 'Checking',
      accountNumber: '12345678',
      routingNumber: '222222226',
      type: 'checking',
      createFundingSource: true,
    };
    expect(bankWithdrawalBodySchema.safeParse({ value: '20' }).success).toBe(true);
    expect(bankWithdrawalBodySchema.safeParse({ ...bank, confirmAccountNumber: '12345678' }).success).toBe(
      true,
    );
    expect(messageOf(bankWithdrawalBodySchema.safeParse({ ...bank, confirmAccountNumber: '12345679' }))).toBe(
      messages.accountNumbersDoNotMatch,
    );
    expect(messageOf(bankWithdrawalBodySchema.safeParse({ ...bank, routingNumber: '12' }))).toBe(
      messages.routingMin,
    );
    expect(messageOf(bankWithdrawalBodySchema.safeParse({ ...bank, routingNumber: '1'.repeat(18) }))).toBe(
      messages.routingMax,
    );
    expect(messageOf(bankWithdrawalBodySchema.safeParse({ ...bank, routingNumber: '222222225' }))).toBe(
      messages.routingNumberInvalid,
    );
    expect(messageOf(bankWithdrawalBodySchema.safeParse({ ...bank, accountNumber: '123' }))).toBe(
      messages.accountNumberMin,
    );
    const { accountName: _, ...noName } = bank;
    expect(messageOf(bankWithdrawalBodySchema.safeParse(noName))).toBe(messages.fieldRequired);
  });
});
