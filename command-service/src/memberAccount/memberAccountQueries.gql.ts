/** The member app's plan, payment and profile calls (issue 25 item 2), as the app sends them. */
export const MY_PLANS = /* GraphQL */ `
  query ($alunoId: ID, $status: String) {
    getAlunoPlans(alunoId: $alunoId, status: $status) {
      totalEntries
      list {
        id
        name
        status
        statusLabel
        startDate
        endDate
        total
        card { brand last4 }
        overdueAmount
        planPayments { id date value received status }
      }
    }
  }
`;
export const PAY_OVERDUE = /* GraphQL */ `
  mutation ($id: ID!, $card: String) {
    payOverduePayments(studentPlanId: $id, cardToken: $card) { status message }
  }
`;
export const OPEN_PIX = /* GraphQL */ `
  mutation ($id: ID!) {
    openOverduePix(studentPlanId: $id) { pixId amount copyPasteCode qrCodeDataUrl }
  }
`;
export const PIX_STATUS = /* GraphQL */ `
  mutation ($id: ID!, $pix: ID!) {
    overduePixStatus(studentPlanId: $id, pixId: $pix) { status }
  }
`;
export const MY_PROFILE = /* GraphQL */ `
  { myProfile { id name lastName email phone avatarUrl } }
`;
export const SAVE_MY_PROFILE = /* GraphQL */ `
  mutation ($input: UserInput!) {
    createOrUpdateUser(input: $input) { id name lastName email phone avatarUrl }
  }
`;
