import { type OperationCase } from '../world.ts';
import { staffOnly } from './expectations.ts';
import { freshTag } from './reviewing.ts';

/**
 * Bulk changes to applications (issue 20 point 5): staff only. The owner of the applications is
 * refused like every other candidate (a candidate withdraws one application at a time).
 */
export const bulkOperations: Record<string, OperationCase[]> = {
  'POST /api/v1/applications/bulk': [
    {
      name: 'move two applications, one of them twice asked',
      example: async (w) => {
        const a = await w.fresh.ownerApplication();
        const b = await w.fresh.ownerApplication();
        return {
          body: {
            action: 'move',
            ids: [a.id, b.id, a.id],
            status: 'under_review',
            message: 'We are reading it now.',
            note: 'Bulk review',
          },
        };
      },
      expect: staffOnly(200),
    },
    {
      name: 'tag the application',
      example: async (w) => ({
        body: { action: 'tag', ids: [w.application.id], add: [(await freshTag(w)).id] },
      }),
      expect: staffOnly(200),
    },
  ],
};
