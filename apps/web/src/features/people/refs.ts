/** Short references that records of other features carry: the customer and the admin they name, and a customer's wallet. */

export interface CustomerRef {
  id: number;
  full_name: string | null;
  mobile: string;
}

export interface AdminRef {
  id: number;
  username: string;
  name: string | null;
}

export interface Wallet {
  balance: number;
  gift_balance: number;
  withdrawable: number;
}
