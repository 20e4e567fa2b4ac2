// The demo accounts the README lists: password demo1234 each, fixed mobile numbers.
import type { Role } from '../plugins/auth.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  account: string;
  mobile: string;
  role: Role;
  nickname: string;
  /** Kind of the company the account belongs to; none for the individual user. */
  company: 'buyer' | 'shop' | 'factory' | 'provider' | 'platform' | null;
  authenticated: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    account: 'buyer',
    mobile: '13800000001',
    role: 'buyer',
    nickname: '采购商王明',
    company: 'buyer',
    authenticated: true,
  },
  {
    account: 'buyer2',
    mobile: '13800000002',
    role: 'buyer',
    nickname: '采购商李娜',
    company: 'buyer',
    authenticated: true,
  },
  {
    account: 'buyer3',
    mobile: '13800000003',
    role: 'buyer',
    nickname: '采购商张伟',
    company: 'buyer',
    authenticated: true,
  },
  {
    account: 'seller',
    mobile: '13800000004',
    role: 'shop',
    nickname: '义乌小商品店主',
    company: 'shop',
    authenticated: true,
  },
  {
    account: 'factory',
    mobile: '13800000005',
    role: 'factory',
    nickname: '源头工厂陈厂长',
    company: 'factory',
    authenticated: true,
  },
  {
    account: 'provider',
    mobile: '13800000006',
    role: 'provider',
    nickname: '物流服务商刘经理',
    company: 'provider',
    authenticated: true,
  },
  {
    account: 'operator',
    mobile: '13800000007',
    role: 'operator',
    nickname: '平台运营',
    company: 'platform',
    authenticated: true,
  },
  {
    account: 'personal',
    mobile: '13800000008',
    role: 'personal',
    nickname: '个人用户小周',
    company: null,
    authenticated: false,
  },
];
