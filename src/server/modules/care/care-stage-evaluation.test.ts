// The care step's effects (issue 29; decision 0047), on both databases, with the absences handed in as the
// derivation hands them: the tasks of a stage just entered, the stage's tasks again for each new care period
// (createAdditionalTasksForNewAbsences), the automatic dismissal when the stint an employee was at is gone, and no
// second task when the same absences are evaluated again. Dates relative to today: D(-20) is 20 days ago.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { careStageDefinitions, careTaskDefinitions, careTasks, employeeCareStages } from '../../../db/schema/care.ts';
import type { CareAbsenceDay } from '../../../domain/care/types.ts';
import { fromEpochDay, toEpochDay } from '../../../domain/dates.ts';
import { createEmployeeRecord } from '../../../testing/factories/employee.factory.ts';
import { createTenant } from '../../../testing/factories/tenant.factory.ts';
import {
  configureTenantForTest,
  validConfigurationInput,
} from '../../../testing/factories/tenant-configuration.factory.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { testBackends } from '../../../testing/test-databases.ts';
import { swissToday } from '../../access/superior-scope.ts';
import { evaluateCareStages } from './care-stage-evaluation.ts';

const TODAY = swissToday();
const D = (offset: number) => fromEpochDay(toEpochDay(TODAY) + offset);
const sick = (...offsets: number[]): CareAbsenceDay[] =>
  offsets.map((offset) => ({ date: D(offset), type: 'SICK', percentage: 100, hours: null }));

describe.each(testBackends())('the care step on %s', (backend) => {
  const ctx = useTestApp(backend);
  let tenantId = '';

  const evaluate = (absences: CareAbsenceDay[]) =>
    ctx.database.withTenant(tenantId, (tx) =>
      evaluateCareStages(tx, tenantId, ['E-1'], { today: TODAY, absences: new Map([['E-1', absences]]) }),
    );
  const tasks = () =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(careTasks).where(eq(careTasks.employeeId, 'E-1')).orderBy(careTasks.createdAt),
    );
  const stints = () =>
    ctx.database.withTenant(tenantId, (tx) =>
      tx.select().from(employeeCareStages).where(eq(employeeCareStages.employeeId, 'E-1')),
    );

  beforeAll(async () => {
    tenantId = (await createTenant(ctx.database, { name: 'Schritt AG' })).id;
    await configureTenantForTest(ctx.database, tenantId, {
      ...validConfigurationInput('Schritt AG'),
      careConfiguration: {
        keyContactEmail: 'care@schritt.example',
        careStageConfiguration: { isAutomaticTaskDismissalEnabled: true },
      },
    });
    await createEmployeeRecord(ctx.database, tenantId, 'E-1', { firstName: 'Anna', lastName: 'Zeller' });
    await ctx.database.withTenant(tenantId, async (tx) => {
      const [template] = await tx
        .insert(careTaskDefinitions)
        .values({
          tenantId,
          title: { de: 'Gespräch', fr: 'Entretien', it: 'Colloquio', en: 'Conversation' },
          description: { de: '', fr: '', it: '', en: '' },
          dueInDays: 7,
        })
        .returning();
      // Level 1: at least 2 periods in 12 months; each new period at the stage creates the task again.
      await tx.insert(careStageDefinitions).values({
        tenantId,
        level: 1,
        triggersLogicalOperator: 'OR',
        triggers: [
          { kind: 'number-of-absence-periods', count: 2, minimumLengthInDays: 1, lookBackMonths: 12, startDate: null },
        ],
        scheduledTaskDefinitionIds: [template?.id],
        createAdditionalTasksForNewAbsences: true,
      });
    });
  });

  it('creates the task of a stage just entered, and again for a new period at the stage, once each', async () => {
    // Periods D(-20) and D(-10): the 2nd starts D(-10) → level 1 entered D(-10) (10 days ago ≤ 30: recent).
    await evaluate(sick(-20, -10));
    const [first] = await stints();
    expect(first).toMatchObject({ level: 1, enteredCareStageAt: D(-10), leftCareStageAt: null });
    expect((await tasks()).map((task) => [task.origin, task.absencePeriodStart])).toEqual([['CARE_STAGE', null]]);
    // A third period on D(-3) starts after D(-10): the stage's task again, for that period.
    await evaluate(sick(-20, -10, -3));
    await evaluate(sick(-20, -10, -3));
    expect((await tasks()).map((task) => [task.origin, task.absencePeriodStart, task.careStageId])).toEqual([
      ['CARE_STAGE', null, first?.id],
      ['NEW_ABSENCE', D(-3), first?.id],
    ]);
    expect((await stints()).map((stint) => stint.id)).toEqual([first?.id]);
  });

  it('discards the open tasks of a stint that is gone (isAutomaticTaskDismissalEnabled) and starts the new one', async () => {
    const [before] = await stints();
    // D(-10) deleted: the 2nd period now starts D(-3) → the stint of D(-10) is no longer implied, one of D(-3) is.
    await evaluate(sick(-20, -3));
    const [after] = await stints();
    expect(after).toMatchObject({ level: 1, enteredCareStageAt: D(-3) });
    expect(after?.id).not.toBe(before?.id);
    const all = await tasks();
    expect(
      all.filter((task) => task.careStageId === before?.id).map((task) => [task.status, task.discardKind]),
    ).toEqual([
      ['DISCARDED', 'AUTOMATIC'],
      ['DISCARDED', 'AUTOMATIC'],
    ]);
    expect(all.filter((task) => task.careStageId === after?.id).map((task) => [task.status, task.origin])).toEqual([
      ['OPEN', 'CARE_STAGE'],
    ]);
  });
});
