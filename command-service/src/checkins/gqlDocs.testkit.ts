/** GraphQL documents shared by this feature's API tests, the browser test and the benchmark. */
export const SAVE_FILIAL = /* GraphQL */ `
  mutation($input: FilialInput!) { createOrUpdateFilial(input: $input) { filial { id code name filialType street city passIntegration } } }
`;
export const SAVE_PROGRAM = /* GraphQL */ `
  mutation($input: ProgramInput!) { createOrUpdateProgram(input: $input) { program { id code name filialId filial { id name } maximumCheckinsPerDay } } }
`;
export const SAVE_CLASS = /* GraphQL */ `
  mutation($input: ProgramClassInput!) { createOrUpdateProgramClass(input: $input) { programClass { id startTime endTime limit userId weekDays { value label } } } }
`;
export const CHECK_IN = /* GraphQL */ `
  mutation($userId: ID, $name: String, $lastName: String, $email: String, $gender: String, $token: String, $forceCheckin: Boolean, $programClassId: ID!, $classDate: String, $waitlist: Boolean) {
    createOrUpdateCheckin(userId: $userId, name: $name, lastName: $lastName, email: $email, gender: $gender, token: $token, forceCheckin: $forceCheckin, programClassId: $programClassId, classDate: $classDate, waitlist: $waitlist) {
      message status checkin { id status date user { id fullName } }
    }
  }
`;
export const CHECKIN_LIST = /* GraphQL */ `
  query($page: Int, $date: String) { checkins(page: $page, date: $date) { totalEntries list { id date status noShow deleteable user { id fullName } filial { name } program { name } class { startTime endTime limit } } } }
`;
export const HISTORY = /* GraphQL */ `
  query($userId: ID!) { getUserCheckinHistory(userId: $userId) { totalEntries noShows list { id date status noShow logs } } }
`;
