/**
 * A queue for the read-modify-write steps of one store on this device: each task starts once the
 * one before has settled, in the order they were given, and a task that fails does not stop the
 * next (its caller hears of the failure).
 * @example const inTurn = oneAtATime(); await Promise.all([inTurn(addPack), inTurn(removePack)])
 */
export const oneAtATime = () => {
  let queue: Promise<unknown> = Promise.resolve()
  return <A>(task: () => Promise<A>): Promise<A> => {
    const next = queue.then(task, task)
    queue = next.catch(() => undefined)
    return next
  }
}
