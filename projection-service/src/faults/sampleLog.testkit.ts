import { schemaCheckedEventStore, uuid, type EventStore } from '@gym/platform';
import { SqliteEventStore } from '@gym/platform/sqlite';

/**
 * A log of several features for the fault tests: students registered, updated and deleted, and points
 * movements (a running balance per student), over two accounts. Every append goes through the schema
 * check, as the product's appends do.
 */
export async function writeSampleLog(file: string, students = 400): Promise<number> {
  const store = SqliteEventStore.open(file);
  const events: EventStore = schemaCheckedEventStore(store);
  const accounts = [uuid(), uuid()];
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  for (let i = 0; i < students; i++) {
    const accountId = accounts[i % 2]!;
    const studentId = uuid();
    const metadata = { accountId };
    const profile = {
      name: ['Ana', 'João', 'Maria', 'José', 'Sebastião'][i % 5]!,
      lastName: `Silva ${i}`,
      email: `aluno${i}@exemplo.com.br`,
      phone: `1199${String(1_000_000 + i).padStart(7, '0')}`,
      cpf: null,
      gender: i % 2 === 0 ? ('Feminino' as const) : ('Masculino' as const),
      birthdate: '1990-05-10',
      gympassId: null,
      height: 170,
      status: 'ativo' as const,
      avatarUrl: null,
    };
    const stream = `student-${studentId}`;
    await events.appendToStream(
      stream,
      [
        {
          id: uuid(),
          type: 'StudentRegistered',
          data: { accountId, studentId, profile, rule: 'student', origin: 'panel', registeredAt: at(i) },
          metadata,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    if (i % 3 === 0) {
      await events.appendToStream(
        stream,
        [
          {
            id: uuid(),
            type: 'StudentProfileUpdated',
            data: { accountId, studentId, profile: { ...profile, status: 'inativo' }, updatedAt: at(i + 1) },
            metadata,
          },
        ],
        { expectedRevision: 0 },
      );
    }
    let balance = 0;
    for (let m = 0; m < 4; m++) {
      const operation = m === 2 ? 'sub' : 'add';
      const value = m === 2 ? 5 : 10 + m;
      balance += operation === 'add' ? value : -value;
      const data = {
        accountId,
        movementId: uuid(),
        studentId,
        operation,
        value,
        obs: null,
        balanceAfter: balance,
        recordedAt: at(i + m),
      };
      await events.appendToStream(
        `points-${studentId}`,
        [{ id: uuid(), type: 'PointsMovementRecorded', data, metadata }],
        { expectedRevision: m === 0 ? 'no_stream' : m - 1 },
      );
    }
    if (i % 10 === 9) {
      await events.appendToStream(
        stream,
        [{ id: uuid(), type: 'StudentDeleted', data: { accountId, studentId, deletedAt: at(i + 9) }, metadata }],
        { expectedRevision: 'any' },
      );
    }
  }
  const head = await store.headPosition();
  await store.close();
  return head;
}
