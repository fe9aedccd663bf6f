import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/** A MongoDB-wire server in memory on 127.0.0.1:<port>, for the tests and benchmarks (java MongoWireServer.java <port>). */
public class MongoWireServer {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", port);
        System.out.println("listening on 127.0.0.1:" + port);
        Thread.currentThread().join();
    }
}
