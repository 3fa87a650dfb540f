import type { PricingData } from '../types.ts';

export function seedPricing(): PricingData {
  return {
    plans: [
      {
        id: 'basic',
        title: 'Basic',
        img: '/images/pricing/basic.svg',
        subtitle: 'A simple start for small employers',
        monthlyPrice: 0,
        yearlyPlan: { perMonth: 0, totalAnnual: 0 },
        planBenefits: ['Two live vacancies', 'Standard job board listing', 'Applications by email'],
        popular: false,
      },
      {
        id: 'standard',
        title: 'Standard',
        img: '/images/pricing/standard.svg',
        subtitle: 'For employers hiring every term',
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnnual: 480 },
        planBenefits: [
          'Unlimited vacancies',
          'Featured listings on the portal',
          'Applicant tracking dashboard',
          'One careers fair stand a year',
          'Email support',
        ],
        popular: true,
      },
      {
        id: 'enterprise',
        title: 'Enterprise',
        img: '/images/pricing/enterprise.svg',
        subtitle: 'Graduate schemes at scale',
        monthlyPrice: 99,
        yearlyPlan: { perMonth: 80, totalAnnual: 960 },
        planBenefits: [
          'Everything in Standard',
          'Campus presentations and sponsored events',
          'Dedicated partnership manager',
          'Recruitment reports by faculty',
          'Priority support',
        ],
        popular: false,
      },
    ],
    qandA: [
      {
        question: 'Does my subscription renew automatically?',
        answer: 'Yes, monthly and yearly plans renew until you cancel them in your account settings.',
      },
      {
        question: 'Can I change plans during a recruitment season?',
        answer: 'You can upgrade at any time; the price difference is charged for the rest of the period.',
      },
      {
        question: 'Do charities and start-ups get a discount?',
        answer: 'Registered charities and start-ups under two years old get the Standard plan at half price.',
      },
    ],
  };
}
