/** The exercise calls as the tenant-isolation suite makes them. */
export const exerciseReadCalls = {
  getExercises: { query: '{ getExercises { totalCount list { id } } }' },
  exercise: { query: 'query($id: ID!) { exercise(id: $id) { id } }', variables: { id: 'starter-supino-reto' } },
};
export const exerciseAdminCalls = {
  ...exerciseReadCalls,
  setExercise: { query: 'mutation { setExercise(name: "Intruso", description: "x") { status } }' },
};
