"""Chinese words of the stress test and its report: the verdicts as Chinese judges say them
(通过, 答案错误, 运行错误, 超出时间限制, 编译错误), and how a run ended, said without a subject
(the program is understood: "你的程序运行失败：以退出码 1 结束。")."""

MESSAGES: dict[str, str] = {
    # Verdicts.
    "accepted": "通过",
    "wrong answer": "答案错误",
    "runtime error": "运行错误",
    "time limit": "超出时间限制",
    "memory limit": "超出内存限制",
    "compile error": "编译错误",
    # How a run ended (stress.py, runner.py, program.py).
    "{clause}.": "{clause}。",
    "it was still running at the time limit": "到时间限制时仍在运行",
    "it was still running after {seconds} s; its process group was killed": "运行 {seconds} 秒后仍未结束，已终止它的整个进程组",
    "it exited with status {status}": "以退出码 {status} 结束",
    "it was killed by signal {number}": "被信号 {number} 终止",
    "it was killed by {signal}": "被 {signal} 信号终止",
    "it wrote more than {size} MB of output": "输出超过了 {size} MB",
    "it ran out of memory (MemoryError)": "内存耗尽（MemoryError）",
    "it does not compile: {error}": "无法编译：{error}",
    "it raised {error}": "抛出了 {error}",
    "it called exit({code})": "调用了 exit({code})",
    "it called exit() with a message": "调用 exit() 时给出了一条消息",
    # The report's coverage.
    "This deal reached {reached} of {edges} rule edges.": "这 {count} 个测试点触及了 {edges} 条规则边界中的 {reached} 条。",
    # What the program gets wrong (diagnosis.py).
    "The rule edges its failing deals share, best first:": "失败的测试点共同触及的规则边界（最可疑的在前）：",
    "The one deal it gets wrong reaches these rule edges, those that fewest of the deals it gets right reach first:": "唯一失败的测试点触及了这些规则边界（通过的测试点中触及最少的在前）：",
    "All {wrong} deals it gets wrong reach this edge, and {passed} of the {right} it gets right: {edge}": "全部 {wrong} 个失败的测试点都触及这条边界，通过的 {right} 个中有 {passed} 个触及：{edge}",
    "{count} of the {wrong} deals it gets wrong reaches this edge, and {passed} of the {right} it gets right: {edge}": "{wrong} 个失败的测试点中有 {count} 个触及这条边界，通过的 {right} 个中有 {passed} 个触及：{edge}",
    "It reaches this edge, and {passed} of the {right} it gets right: {edge}": "它触及这条边界，通过的 {right} 个测试点中有 {passed} 个触及：{edge}",
    "Its answers all match another reading of the statement: {words}": "它的答案全部符合题面的另一种理解：{words}",
    "No other reading of the statement that this judge knows gives all its answers.": "本评测器已知的题面其他理解都不能给出它的全部答案。",
    # Memory at the limits (stress.py).
    "Its peak memory was {peak} MB, past the memory limit here of {limit} MB.": "它的峰值内存为 {peak} MB，超过了这里 {limit} MB 的内存限制。",
    "An allocation failed: it asked for far more than the memory limit here of {limit} MB (its peak was {peak} MB).": "一次内存分配失败：它申请的内存远超这里 {limit} MB 的内存限制（峰值为 {peak} MB）。",
    # How a run in the page ended (verdicts.PAGE_ENDINGS).
    "it was still running after {seconds} s; its Python worker was stopped": "运行 {seconds} 秒后仍未结束；已停止它的 Python 工作线程",
    "its Python worker crashed ({reason})": "它的 Python 工作线程崩溃了（{reason}）",
    "it was still running after {seconds} s; its worker was stopped": "{seconds} 秒后它仍在运行；已停止它的工作线程",
    "its worker crashed ({reason})": "它的工作线程崩溃了（{reason}）",
    "its worker crashed": "它的工作线程崩溃了",
    "it does not compile": "它无法编译",
    "an allocation failed: it asked for more than the memory limit of {size} MB": "内存分配失败：它申请的内存超过了 {size} MB 的内存限制",
    "it ran out of stack: it needed more than the {size} MB a judge gives (deep recursion or big local arrays)": "它爆栈了：所需的栈超过了评测机给的 {size} MB（递归太深或局部数组太大）",
    "the stack ran out: in this browser, WebAssembly calls go only about {depth} deep (its own limit, which no flag moves); the command line has no such limit (cardjudge stress GAME -- ./a.out)": "栈用完了：在这个浏览器里，WebAssembly 的函数调用只能嵌套约 {depth} 层（这是浏览器自身的限制，任何编译选项都改不了）；命令行没有这个限制（cardjudge stress GAME -- ./a.out）",
    "the stack ran out: this browser lets WebAssembly calls go only so deep (its own limit, which no flag moves); the command line has no such limit (cardjudge stress GAME -- ./a.out)": "栈用完了：这个浏览器只允许 WebAssembly 的函数调用嵌套到一定深度（这是浏览器自身的限制，任何编译选项都改不了）；命令行没有这个限制（cardjudge stress GAME -- ./a.out）",
    "it called {name}, which programs here do not have (only standard input and output, the clock and random numbers)": "它调用了 {name}，这里的程序不能使用它（只提供标准输入输出、时钟和随机数）",
    "it called abort()": "它调用了 abort()",
    "it read or wrote memory outside its own (out-of-bounds memory access)": "它读写了不属于自己的内存（内存访问越界）",
    "it reached code marked unreachable (often a function that ends without returning its value)": "它执行到了标为不可达的代码（常见原因：有返回值的函数走到末尾却没有 return）",
    "it divided an integer by zero": "它做了整数除以零",
    "it divided the smallest integer by -1 (an overflow)": "它把最小的整数除以 -1（溢出）",
    "an integer overflowed: it divided the smallest integer by -1, or converted a floating-point number too big for its integer type": "整数溢出：它把最小的整数除以 -1，或把超出整数类型范围的浮点数转换成了整数",
    "it converted a floating-point number too big for its integer type": "它把超出整数类型范围的浮点数转换成了整数",
    "it called a function through a bad pointer": "它通过无效的函数指针调用了函数",
    "it stopped with a WebAssembly error: {message}": "它因 WebAssembly 错误而停止：{message}",
}
