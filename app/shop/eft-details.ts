// What a customer needs to pay an order by EFT: our bank account and the order number as
// the reference. The order mail and the account page show the same rows.
import { formatRand } from "~/shop/money"

export type BankAccount = {
  accountName: string
  bankName: string
  accountNumber: string
  branchCode: string
}

export function eftDetailRows(
  bank: BankAccount,
  orderNumber: string,
  total: number,
): [label: string, value: string][] {
  return [
    ["Account name", bank.accountName],
    ["Bank", bank.bankName],
    ["Account number", bank.accountNumber],
    ["Branch code", bank.branchCode],
    ["Reference", orderNumber],
    ["Amount", formatRand(total)],
  ]
}
